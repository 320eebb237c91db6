"""The hundred-and-twenty-sixth held-out set: questions on parts of two third-party packages that
were copied from the installed site-packages (s3transfer 0.17.0: only ``s3transfer/bandwidth.py``,
``s3transfer/processpool.py`` and ``s3transfer/futures.py``; docker 7.1.0: only
``docker/api/image.py`` and ``docker/api/build.py``), written blind: by reading only those files,
never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (s3transfer about twice docker). About a fifth
of them are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h126_s3transfer": [
        "s3transfer/bandwidth.py",
        "s3transfer/processpool.py",
        "s3transfer/futures.py",
    ],
    "h126_docker": ["docker/api/image.py", "docker/api/build.py"],
}

BANDWIDTH = "s3transfer/bandwidth.py"
POOL = "s3transfer/processpool.py"
FUTURES = "s3transfer/futures.py"
IMAGE = "docker/api/image.py"
BUILD = "docker/api/build.py"


QUESTIONS: list[dict] = [
    # --- s3transfer ----------------------------------------------------------------------------
    q(
        "h126_s3transfer",
        "where",
        "where's LeakyBucket.consume defined",
        {"def": "LeakyBucket.consume"},
    ),
    q(
        "h126_s3transfer",
        "where",
        "Could you point me to the ProcessPoolDownloader class?",
        {"def": "ProcessPoolDownloader"},
    ),
    q(
        "h126_s3transfer",
        "where",
        "I'm already passing the object size myself. Where is `provide_transfer_size` defined?",
        {"def": "TransferMeta.provide_transfer_size"},
    ),
    q(
        "h126_s3transfer",
        "returns",
        "what does get_bandwith_limited_stream hand back? (yes, bandwith is spelled like that)",
        {"returns": "BandwidthLimiter.get_bandwith_limited_stream"},
    ),
    q(
        "h126_s3transfer",
        "returns",
        "What does TransferMonitor.poll_for_result return once a transfer has gone through fine?",
        {"returns": "TransferMonitor.poll_for_result"},
    ),
    q(
        "h126_s3transfer",
        "calls",
        "who calls _consume_through_leaky_bucket?",
        grep(r"self\._consume_through_leaky_bucket\(\)", BANDWIDTH),
    ),
    q(
        "h126_s3transfer",
        "calls",
        "In processpool.py, which places call `notify_exception` on the transfer monitor?",
        grep(r"\.notify_exception\(", POOL),
    ),
    q(
        "h126_s3transfer",
        "calls",
        "Where does disable_bandwidth_limiting get called from?",
        grep(r"\.disable_bandwidth_limiting\(\)", BANDWIDTH),
    ),
    q(
        "h126_s3transfer",
        "raises",
        "where is RequestExceededException raised",
        grep(r"raise RequestExceededException\(", BANDWIDTH),
    ),
    q(
        "h126_s3transfer",
        "raises",
        "TransferFuture.set_exception blew up with TransferNotDoneError on me. Where is that "
        "thrown?",
        grep(r"raise TransferNotDoneError\(", FUTURES),
    ),
    q(
        "h126_s3transfer",
        "raises",
        "Where's the RuntimeError 'Unable to transition from done state ...' raised in futures.py?",
        grep(r"raise RuntimeError\(", FUTURES),
    ),
    q(
        "h126_s3transfer",
        "raises",
        "download_file rejected my extra_args with a ValueError -- which line raises it?",
        grep(r"raise ValueError\(", POOL),
    ),
    q(
        "h126_s3transfer",
        "raises",
        "where does the process pool give up and raise RetriesExceededError",
        grep(r"raise RetriesExceededError\(", POOL),
    ),
    q(
        "h126_s3transfer",
        "const",
        "Where is _MAX_ATTEMPTS set for GetObjectWorker, and to what?",
        grep(r"_MAX_ATTEMPTS = ", POOL),
    ),
    q(
        "h126_s3transfer",
        "how",
        "how does BandwidthLimitedStream.read avoid grabbing the leaky bucket's lock on every "
        "tiny read?",
        {"body": "BandwidthLimitedStream.read"},
    ),
    q(
        "h126_s3transfer",
        "how",
        "When my upload gets throttled and has to wait its turn, how is the length of the wait "
        "worked out? Does it pile up on top of whoever is already waiting?",
        {"body": "ConsumptionScheduler.schedule_consumption"},
        {"body": "LeakyBucket._raise_request_exceeded_exception"},
        own=True,
    ),
    q(
        "h126_s3transfer",
        "how",
        "If I smash the interrupt key in my terminal while the multi-process downloader is "
        "running, what happens to the helper processes? do they just die half way through "
        "writing?",
        {"body": "BaseS3TransferProcess.run"},
        {"body": "ignore_ctrl_c"},
        {"body": "_add_ignore_handler_for_interrupts"},
        {"body": "ProcessPoolDownloader.__exit__"},
        own=True,
    ),
    q(
        "h126_s3transfer",
        "how",
        "How does TransferCoordinator.cancel behave when the transfer has not started yet, "
        "compared to one that is already running?",
        {"body": "TransferCoordinator.cancel"},
    ),
    q(
        "h126_s3transfer",
        "how",
        "say one chunk of a big download fails. do the other chunks still bother fetching, and "
        "what happens to the half-finished scratch file on disk?",
        {"body": "GetObjectWorker._do_run"},
        {"body": "GetObjectWorker._finalize_download"},
        own=True,
    ),
    q(
        "h126_s3transfer",
        "how",
        "How does GetObjectWorker retry a GetObject call that fails?",
        {"body": "GetObjectWorker._do_get_object"},
    ),
    q(
        "h126_s3transfer",
        "which",
        "Which class keeps a smoothed running estimate of how fast the data is flowing, with "
        "recent chunks counting more than older ones?",
        {"body": "BandwidthRateTracker"},
        own=True,
    ),
    q(
        "h126_s3transfer",
        "which",
        "is there some executor thing that just runs each job right away in my own thread, no "
        "pool at all? handy for debugging",
        {"body": "NonThreadedExecutor"},
        own=True,
    ),
    q(
        "h126_s3transfer",
        "which",
        "Which bit makes every spawned download process set up its own S3 connection object, "
        "since those can't be shipped over to another process?",
        {"body": "ClientFactory"},
        {"body": "BaseS3TransferProcess.run"},
        own=True,
    ),
    q(
        "h126_s3transfer",
        "which",
        "Which GetObjectSubmitter method decides between one plain GET and splitting the "
        "object into ranged GETs?",
        {"body": "GetObjectSubmitter._submit_get_object_jobs"},
    ),
    q(
        "h126_s3transfer",
        "which",
        "which class keeps count of how many pieces of one download are still outstanding, so "
        "whoever finishes the last piece knows it has to wrap things up?",
        {"body": "TransferState"},
        {"body": "TransferMonitor.notify_job_complete"},
        own=True,
    ),
    run(
        "h126_s3transfer",
        "What does {} print?",
        "from s3transfer.bandwidth import BandwidthRateTracker; t = BandwidthRateTracker(); "
        "t.record_consumption_rate(100, 1.0); print(t.current_rate, t.get_projected_rate(100, 2.0))",
        "0.0 80.0",
    ),
    run(
        "h126_s3transfer",
        "can u run {} and tell me what comes out",
        "from s3transfer.futures import TransferCoordinator; "
        "c = TransferCoordinator(transfer_id=7); c.cancel('stop'); "
        "print(c, c.status, c.done(), repr(c.exception))",
        "TransferCoordinator(transfer_id=7) cancelled True CancelledError('stop')",
    ),
    run(
        "h126_s3transfer",
        "Please run this and paste the output: {}",
        "from s3transfer.processpool import TransferMonitor; m = TransferMonitor(); "
        "t = m.notify_new_transfer(); m.notify_expected_jobs_to_complete(t, 3); "
        "print(t, m.notify_job_complete(t), m.notify_job_complete(t), m.is_done(t))",
        "0 2 1 False",
    ),
    q(
        "h126_s3transfer",
        "edit",
        "In s3transfer/bandwidth.py, raise the default bytes_threshold of BandwidthLimitedStream "
        "from 256 * 1024 to 512 * 1024.",
        {
            "effect": {
                "text_replaced": [
                    BANDWIDTH,
                    "bytes_threshold=256 * 1024",
                    "bytes_threshold=512 * 1024",
                ]
            }
        },
    ),
    q(
        "h126_s3transfer",
        "edit",
        "comment out the `logger.debug('%s cancel(%s) called', self, msg)` line in "
        "s3transfer/futures.py please",
        {"effect": {"comment_out": [FUTURES, "logger.debug('%s cancel(%s) called', self, msg)"]}},
    ),
    q(
        "h126_s3transfer",
        "edit",
        "In processpool.py, right after `self._started = True` in ProcessPoolDownloader._start, "
        "add the line `logger.debug('Downloader started.')`.",
        {
            "effect": {
                "line_after": [
                    POOL,
                    "self._started = True",
                    "logger.debug('Downloader started.')",
                ]
            }
        },
    ),
    q(
        "h126_s3transfer",
        "edit",
        "Can you make ProcessPoolDownloader do uploads too, with multipart uploads split across "
        "the worker processes, progress callbacks and proper cancellation?",
        {"effect": {"declined": True}},
    ),
    # --- docker --------------------------------------------------------------------------------
    q(
        "h126_docker",
        "where",
        "where is prune_builds defined?",
        {"def": "BuildApiMixin.prune_builds"},
    ),
    q(
        "h126_docker",
        "returns",
        "What does `ImageApiMixin.images` return, in particular with quiet=True?",
        {"returns": "ImageApiMixin.images"},
    ),
    q(
        "h126_docker",
        "calls",
        "who calls import_image in docker/api/image.py",
        grep(r"self\.import_image\(", IMAGE),
    ),
    q(
        "h126_docker",
        "calls",
        "Where is `_set_auth_headers` used?",
        grep(r"self\._set_auth_headers\(", BUILD),
    ),
    q(
        "h126_docker",
        "raises",
        "Where can BuildApiMixin.build raise a TypeError?",
        grep(r"raise TypeError\(", BUILD),
    ),
    q(
        "h126_docker",
        "raises",
        "which lines in docker/api/build.py raise InvalidVersion",
        grep(r"raise errors\.InvalidVersion\(", BUILD),
    ),
    q(
        "h126_docker",
        "raises",
        "I called import_image() with no arguments and got a DockerException. where is it raised?",
        grep(r"raise errors\.DockerException\(", IMAGE),
    ),
    q(
        "h126_docker",
        "const",
        "where does a build set the X-Registry-Config header",
        grep(r"headers\['X-Registry-Config'\] = ", BUILD),
    ),
    q(
        "h126_docker",
        "how",
        "If I call `pull('ubuntu')` without giving a tag, how does the client pick which tag "
        "to ask for?",
        grep(r"tag = tag or image_tag or 'latest'", IMAGE),
    ),
    q(
        "h126_docker",
        "how",
        "I keep logins for a few registries saved on my machine. When I build, how does it "
        "decide which of those saved logins get sent along to the daemon?",
        {"body": "BuildApiMixin._set_auth_headers"},
        own=True,
    ),
    q(
        "h126_docker",
        "which",
        "Which call tells me an image's content hash and which CPU architectures it's available "
        "for, straight from the registry, without downloading the image?",
        {"body": "ImageApiMixin.inspect_distribution"},
        own=True,
    ),
    q(
        "h126_docker",
        "which",
        "Which ImageApiMixin method is the equivalent of `docker save`?",
        {"body": "ImageApiMixin.get_image"},
    ),
    q(
        "h126_docker",
        "which",
        "when I import, which function figures out whether the string I gave it is a file on my "
        "disk or a web address?",
        {"body": "is_file"},
        {"body": "_import_image_params"},
        own=True,
    ),
    run(
        "h126_docker",
        "what's the output of {}",
        "from docker.api.image import _import_image_params; "
        "print(_import_image_params('me/app', 'v1', src='http://example.com/x.tar'))",
        "{'repo': 'me/app', 'tag': 'v1', 'fromSrc': 'http://example.com/x.tar'}",
    ),
    q(
        "h126_docker",
        "edit",
        "Delete the `log.debug('Looking for auth config')` line in docker/api/build.py.",
        {"effect": {"line_deleted": [BUILD, "log.debug('Looking for auth config')"]}},
    ),
    q(
        "h126_docker",
        "edit",
        "import_image_from_stream is the only import_image_* helper without a docstring. Add "
        "one saying it imports an image from a stream of tar data, sent chunked.",
        {"effect": {"docstring": "ImageApiMixin.import_image_from_stream"}},
    ),
]
